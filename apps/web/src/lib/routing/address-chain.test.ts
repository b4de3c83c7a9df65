import { describe, expect, it } from 'vitest';
import { EMPTY_CHAIN, settleChain } from './address-chain';

describe('settleChain', () => {
  it('builds on the last address asked for while the router has drawn none of them', () => {
    const chain = { base: 'a=1', asked: ['a=1&b=2', 'a=1&b=2&c=3'] };
    expect(settleChain(chain, 'a=1').from).toBe('a=1&b=2&c=3');
  });

  it('forgets the addresses drawn, and those asked before them', () => {
    const chain = { base: 'a=1', asked: ['a=1&b=2', 'a=1&b=2&c=3'] };
    expect(settleChain(chain, 'a=1&b=2')).toEqual({
      chain: { base: 'a=1&b=2', asked: ['a=1&b=2&c=3'] },
      from: 'a=1&b=2&c=3',
    });
    expect(settleChain(chain, 'a=1&b=2&c=3')).toEqual({
      chain: { base: 'a=1&b=2&c=3', asked: [] },
      from: 'a=1&b=2&c=3',
    });
  });

  it('starts again from an address it never asked for (the back button, a link)', () => {
    const chain = { base: 'a=1', asked: ['a=1&b=2'] };
    expect(settleChain(chain, 'x=9')).toEqual({ chain: { base: 'x=9', asked: [] }, from: 'x=9' });
    expect(settleChain(EMPTY_CHAIN, 'x=9').from).toBe('x=9');
  });
});
