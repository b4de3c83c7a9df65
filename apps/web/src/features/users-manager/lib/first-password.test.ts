import { isValidNewPassword } from '@barnboard/domain';
import { describe, expect, it } from 'vitest';
import { generateFirstPassword } from './first-password';

describe('a generated first password', () => {
  it('always follows the password rules, in characters that read without doubt', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2_000; i++) {
      const password = generateFirstPassword();
      expect(password).toHaveLength(12);
      expect(isValidNewPassword(password), password).toBe(true);
      expect(password).not.toMatch(/[0O1lI]/);
      seen.add(password);
    }
    expect(seen.size).toBe(2_000);
  });
});
