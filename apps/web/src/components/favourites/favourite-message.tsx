import { Text } from '@mantine/core';
import { MAX_TILES_PER_PAGE } from '@barnboard/domain';
import { useTranslation } from 'react-i18next';
import type { FavouriteMessage as Message } from '../../lib/favourites/use-favourite-message';

/** Messages that report no fault: shown in green, the others in red. */
const SUCCESS_CODES = new Set(['addSuccess', 'alreadyAdded', 'removeSuccess']);

/**
 * The message of a favourites action, in the catalogue's words. The live region stays in place
 * while empty so that screen readers announce each new message.
 */
export function FavouriteMessage({ message }: { message: Message | null }) {
  const { t } = useTranslation();
  return (
    <div role="status">
      {message && (
        <Text
          size="sm"
          c={SUCCESS_CODES.has(message.code) ? 'green' : 'red'}
          data-testid="favourite-message"
          data-code={message.code}
        >
          {t(`favourites.messages.${message.code}`, { max: MAX_TILES_PER_PAGE })}
        </Text>
      )}
    </div>
  );
}
