import { describe, expect, it } from 'vitest';
import { pageQuerySchema } from './common.js';

describe('pageQuerySchema', () => {
  it('takes page numbers written in decimal digits, and the defaults', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, per_page: 1000 });
    expect(pageQuerySchema.parse({ page: '3', per_page: '20' })).toEqual({ page: 3, per_page: 20 });
  });

  it.each(['0x10', '1e3', ' 7', '7 ', '', '2.0'])(
    'refuses %j, which Number() would read as a number, naming the field',
    (page) => {
      const result = pageQuerySchema.safeParse({ page });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['page']);
    },
  );
});
