import { MAX_ROWS, readAllPages } from './read-all-pages';

const table = Array.from({ length: 2500 }, (_, i) => ({ id: i }));

describe('readAllPages', () => {
  it('reads past max_rows in pages until a short page', async () => {
    const asked: Array<[number, number]> = [];
    const { data, error } = await readAllPages(async (from, to) => {
      asked.push([from, to]);
      return { data: table.slice(from, Math.min(to + 1, from + MAX_ROWS)), error: null };
    });
    expect(error).toBeNull();
    expect(data).toHaveLength(2500);
    expect(data?.[2499]).toEqual({ id: 2499 });
    expect(asked).toEqual([
      [0, 999],
      [1000, 1999],
      [2000, 2999],
    ]);
  });

  it('asks once more when the list ends exactly on a page boundary', async () => {
    let calls = 0;
    const { data } = await readAllPages(async (from) => {
      calls += 1;
      return { data: table.slice(0, 1000).slice(from, from + MAX_ROWS), error: null };
    });
    expect(data).toHaveLength(1000);
    expect(calls).toBe(2);
  });

  it('answers with the first error and no rows', async () => {
    const { data, error } = await readAllPages(async (from) =>
      from === 0
        ? { data: table.slice(0, MAX_ROWS), error: null }
        : { data: null, error: { message: 'permission denied' } },
    );
    expect(data).toBeNull();
    expect(error).toEqual({ message: 'permission denied' });
  });
});
