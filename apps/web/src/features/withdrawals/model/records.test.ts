import { describe, expect, it } from 'vitest';
import { findWithdrawal, SEARCH_PAGE_SIZE, type RecordsPage } from './records';
import { record } from './testkit';

/** A server of `count` withdrawals with ids count..1 (newest first), counting the pages asked for. */
function server(count: number) {
  const all = Array.from({ length: count }, (_, i) => record(count - i));
  const asked: number[] = [];
  const fetchPage = async (page: number, limit: number): Promise<RecordsPage> => {
    asked.push(page);
    return { total: count, items: all.slice((page - 1) * limit, page * limit) };
  };
  return { fetchPage, asked };
}

describe('finding one withdrawal in the records', () => {
  it('finds it on the first page', async () => {
    const s = server(30);
    expect((await findWithdrawal(s.fetchPage, 12))?.id).toBe(12);
    expect(s.asked).toEqual([1]);
  });

  it('pages on until it is found', async () => {
    const s = server(SEARCH_PAGE_SIZE * 2 + 10);
    expect((await findWithdrawal(s.fetchPage, 5))?.id).toBe(5);
    expect(s.asked).toEqual([1, 2, 3]);
  });

  it('stops at the first page that goes below the id (not the user\'s), and at the end', async () => {
    const s = server(SEARCH_PAGE_SIZE * 3);
    expect(await findWithdrawal(s.fetchPage, 100_000)).toBeNull();
    expect(s.asked).toEqual([1]);
    const empty = server(0);
    expect(await findWithdrawal(empty.fetchPage, 1)).toBeNull();
    expect(empty.asked).toEqual([1]);
  });
});
