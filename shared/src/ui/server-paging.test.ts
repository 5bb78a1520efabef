import { serverPaging } from './server-paging';

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
