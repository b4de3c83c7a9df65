import { describe, expect, it } from 'vitest';
import { listeningAddress, publicUrlWarning } from './banner.js';

describe('the start-up banner', () => {
  it('names the address the server listens on', () => {
    expect(listeningAddress('0.0.0.0', 8080)).toBe('http://localhost:8080');
    expect(listeningAddress('::', 8080)).toBe('http://localhost:8080');
    expect(listeningAddress('127.0.0.1', 3000)).toBe('http://127.0.0.1:3000');
    expect(listeningAddress('192.168.1.20', 8080)).toBe('http://192.168.1.20:8080');
    expect(listeningAddress('fe80::1', 8080)).toBe('http://[fe80::1]:8080');
  });

  it('warns that mailed links point at localhost when others can reach the server', () => {
    expect(publicUrlWarning('0.0.0.0', false)).toMatch(/PUBLIC_URL is not set/);
    expect(publicUrlWarning('192.168.1.20', false)).toMatch(/PUBLIC_URL is not set/);
    expect(publicUrlWarning('0.0.0.0', true)).toBeNull();
    expect(publicUrlWarning('127.0.0.1', false)).toBeNull();
    expect(publicUrlWarning('localhost', false)).toBeNull();
  });
});
