import type { ApiError } from '@barnboard/domain';

/** A schema validation issue as fastify-type-provider-zod hands it over. */
export type ValidationIssue = {
  keyword?: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
};

/** A zod issue inside a union's answer: its path is relative to the union's value. */
type BranchIssue = { path?: PropertyKey[]; message?: string };

/**
 * The issues of the union branch the value was meant for: the one whose issues all lie inside the
 * value (it had the branch's shape, a field of it is wrong). A JSON import's body is `{ records }`
 * or CSV text: `{}` fails both, and the union alone says only "Invalid input" about the body,
 * where the object branch says that `records` is missing. Null when no branch stands out.
 */
function meantBranch(issue: ValidationIssue): ValidationIssue[] | null {
  const branches = issue.params?.errors;
  if (issue.keyword !== 'invalid_union' || !Array.isArray(branches)) return null;
  const inside = (branches as BranchIssue[][]).filter(
    (branch) => branch.length > 0 && branch.every((inner) => (inner.path?.length ?? 0) > 0),
  );
  if (inside.length !== 1) return null;
  return inside[0]!.map((inner) => ({
    instancePath: `${issue.instancePath.replace(/\/$/, '')}/${inner.path!.map(String).join('/')}`,
    ...(inner.message !== undefined ? { message: inner.message } : {}),
  }));
}

/**
 * A union none of whose branches took the value's type at all (`[]` or `null` where an object or
 * CSV text is expected): one reason naming every type the union takes, instead of zod's bare
 * "Invalid input". Null when a branch failed on something else.
 */
function unionTypeReason(issue: ValidationIssue): string | null {
  const branches = issue.params?.errors;
  if (issue.keyword !== 'invalid_union' || !Array.isArray(branches)) return null;
  const expected = new Set<string>();
  let received: string | undefined;
  for (const branch of branches as BranchIssue[][]) {
    const [root] = branch;
    const match = /expected (\w+), received (\w+)/.exec(root?.message ?? '');
    if (branch.length !== 1 || (root?.path?.length ?? 0) > 0 || !match) return null;
    expected.add(match[1]!);
    received = match[2];
  }
  return `Invalid input: expected ${[...expected].join(' or ')}, received ${received}`;
}

/** The details of a 400: each issue's field, from `where` (`body`, `querystring`…), and why. */
export function validationDetails(
  issues: ValidationIssue[],
  where: string,
): NonNullable<ApiError['details']> {
  return issues
    .flatMap((issue) => {
      const typeReason = unionTypeReason(issue);
      return meantBranch(issue) ?? [typeReason ? { ...issue, message: typeReason } : issue];
    })
    .map((issue) => {
      const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return { field: path ? `${where}.${path}` : where, reason: issue.message ?? 'is invalid' };
    });
}
