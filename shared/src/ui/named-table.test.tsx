import { render, screen } from '@testing-library/react';
import { Table } from 'antd';
import { namedTable } from './named-table';

describe('namedTable', () => {
  it('names the table element itself, so it is found by its role and name', () => {
    render(
      <Table
        rowKey="id"
        components={namedTable('Job postings')}
        dataSource={[{ id: '1', title: 'DevOps Engineer' }]}
        columns={[{ title: 'Title', dataIndex: 'title' }]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Job postings' });
    expect(table).toHaveTextContent('DevOps Engineer');
  });

  it('keeps one components object per name', () => {
    expect(namedTable('Vendors')).toBe(namedTable('Vendors'));
    expect(namedTable('Vendors')).not.toBe(namedTable('Employees'));
  });
});
