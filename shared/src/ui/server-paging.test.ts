import { serverPagedTable, serverPaging } from './server-paging';

describe('a table paged by the server', () => {
  it('shows the page asked for out of every row, with a fixed page size', () => {
    const onChange = jest.fn();
    const paging = serverPaging({ page: 3, pageSize: 20, total: 95, onChange });
    expect(paging).toMatchObject({ current: 3, pageSize: 20, total: 95, showSizeChanger: false });
    paging.onChange?.(4, 20);
    expect(onChange).toHaveBeenCalledWith(4);
  });

  it('counts nothing while the total is not known and hides a single page', () => {
    expect(serverPaging({ page: 1, pageSize: 20, total: undefined })).toMatchObject({
      total: 0,
      hideOnSinglePage: true,
    });
  });

  it('words the total with its noun', () => {
    const { showTotal } = serverPaging({
      page: 1,
      pageSize: 20,
      total: 1,
      noun: ['user', 'users'],
    });
    expect(showTotal?.(1, [1, 1])).toBe('1 user');
    expect(showTotal?.(42, [1, 20])).toBe('42 users');
  });
});

describe('a table fed by a server-paged query', () => {
  it('shows the page of rows, spins while fetching and pages through every row', () => {
    const onChange = jest.fn();
    const table = serverPagedTable(
      { isFetching: true, data: { rows: [{ id: 'a' }], total: 41 } },
      { page: 2, pageSize: 20, onChange },
    );
    expect(table.loading).toBe(true);
    expect(table.dataSource).toEqual([{ id: 'a' }]);
    expect(table.pagination).toMatchObject({ current: 2, pageSize: 20, total: 41 });
    table.pagination.onChange?.(3, 20);
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('shows no rows and no total before the first page arrives', () => {
    const table = serverPagedTable({ isFetching: false }, { page: 1, pageSize: 20 });
    expect(table.dataSource).toEqual([]);
    expect(table.pagination.total).toBe(0);
  });
});
