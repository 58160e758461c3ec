import { describe, expect, it } from 'vitest';
import { addressChoice, addressesFor, grouped, idParam } from './addresses';
import { entry } from './testkit';

describe('the address book', () => {
  const book = [entry(9, 'USDT', 'TRC20', 'Ledger'), entry(8, 'USDT', 'ERC20'), entry(7, 'USDT', 'TRC20'), entry(5, 'ETH', 'ERC20')];

  it('narrows to one coin and network, newest first as the server sent them', () => {
    expect(addressesFor(book, 'USDT', 'TRC20').map((a) => a.id)).toEqual([9, 7]);
    expect(addressesFor(book, 'BTC', 'OMNI')).toEqual([]);
  });

  it('pays to the chosen entry, the only one, or asks the user to choose', () => {
    const trc = addressesFor(book, 'USDT', 'TRC20');
    expect(addressChoice([], 9)).toEqual({ state: 'none' });
    expect(addressChoice(trc, 7)).toMatchObject({ state: 'chosen', entry: { id: 7 }, count: 2 });
    expect(addressChoice(trc, null)).toEqual({ state: 'choose', count: 2 });
    expect(addressChoice(trc, 5)).toEqual({ state: 'choose', count: 2 });
    expect(addressChoice(addressesFor(book, 'ETH', 'ERC20'), null)).toMatchObject({ state: 'chosen', entry: { id: 5 } });
  });

  it('groups addresses for display', () => {
    expect(grouped('TR7NHqjeKQ')).toBe('TR7N Hqje KQ');
  });

  it('reads an id from the query', () => {
    expect(idParam('12')).toBe(12);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '99999999999', '3e2']) expect(idParam(bad)).toBeNull();
  });
});
