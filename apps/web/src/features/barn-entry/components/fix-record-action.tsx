import { Alert, Button, Drawer, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { TARGET_LACTATION_DAYS, type AnimalCard, type RecordToFix } from '@barnboard/domain';
import { IconTool } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentSite } from '../../../lib/session/session-store';
import { animalCardKey, getAnimalCard } from '../../../lib/animals/animal-card-api';
import { fixOf, type RecordFix } from '../lib/record-fixes';
import { useCanCorrect } from '../lib/use-can-correct';
import { RecordEventDrawer } from './record-event-drawer';

/** What a fix needs of a record to fix. */
type Finding = Pick<RecordToFix, 'check' | 'animal' | 'record' | 'date'>;

/** The stored event a correction starts from: the last of its type on its day (her entry: any). */
const eventToCorrect = (card: AnimalCard, fix: Extract<RecordFix, { kind: 'correct' }>) =>
  card.events.findLast(
    (event) => event.type === fix.type && (fix.date === null || event.date === fix.date),
  ) ?? null;

function CorrectionDrawer({
  siteId,
  finding,
  fix,
  onClose,
}: {
  siteId: string;
  finding: Finding;
  fix: Extract<RecordFix, { kind: 'correct' }>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const card = useQuery({
    queryKey: animalCardKey(siteId, finding.animal),
    queryFn: ({ signal }) => getAnimalCard(siteId, finding.animal, signal),
  });
  const event = card.data ? eventToCorrect(card.data, fix) : null;
  if (event) {
    return (
      <RecordEventDrawer
        opened
        onClose={onClose}
        target={{ siteId, animal: finding.animal, correcting: event }}
        types={[event.type]}
      />
    );
  }
  return (
    <Drawer opened onClose={onClose} position="right" title={t('barnEntry.correctTitle')}>
      {card.isPending ? (
        <Loader size="sm" />
      ) : (
        <Alert color="orange" data-testid="fix-not-found">
          {t('barnEntry.fixNotFound', {
            type: t(`actionLists.recordTypes.${fix.type}`),
            animal: finding.animal,
          })}
        </Alert>
      )}
    </Drawer>
  );
}

/**
 * The fix of one record to fix (issue 29 §4): the missing weaning recorded, or the wrong record
 * corrected (managers). Once saved, the list and every report's badge are read again, and the
 * finding leaves them.
 */
export function FixRecordAction({ finding }: { finding: Finding }) {
  const { t } = useTranslation();
  const site = useCurrentSite();
  const canCorrect = useCanCorrect();
  const [opened, drawer] = useDisclosure(false);
  const fix = fixOf(finding, TARGET_LACTATION_DAYS);
  if (!site || (fix.kind === 'correct' && !canCorrect)) return null;
  const type = t(`actionLists.recordTypes.${fix.type}`);
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconTool size={14} aria-hidden />}
        onClick={drawer.open}
        aria-label={t(`barnEntry.fix.${fix.kind}Named`, { type, animal: finding.animal })}
        data-print-hidden
        data-testid="record-fix"
        data-fix={fix.kind}
      >
        {t(`barnEntry.fix.${fix.kind}`, { type })}
      </Button>
      {opened &&
        (fix.kind === 'record' ? (
          <RecordEventDrawer
            opened
            onClose={drawer.close}
            target={{ siteId: site.id, animal: finding.animal, date: fix.date }}
            types={[fix.type]}
          />
        ) : (
          <CorrectionDrawer siteId={site.id} finding={finding} fix={fix} onClose={drawer.close} />
        ))}
    </>
  );
}
