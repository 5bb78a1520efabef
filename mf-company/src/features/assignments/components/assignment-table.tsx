import { Button, Form, Select, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { staffLabel, type StaffMember } from '../../../lib/assignments/list-assignable-staff';

export interface AssignmentTableProps<T extends { id: string }> {
  kind: 'jobs' | 'candidates';
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  loading: boolean;
  columns: TableColumnsType<T>;
  staff: StaffMember[];
  emptyText: string;
  /** Accessible name of a row's checkbox. */
  rowLabel: (row: T) => string;
  onAssign: (ids: string[], assigneeId: string) => Promise<boolean>;
}

/** Team-member picker, row selection with select-all, and 'Assign Selected (n)'. */
export function AssignmentTable<T extends { id: string }>({
  kind,
  rows,
  total,
  page,
  pageSize,
  onPageChange,
  loading,
  columns,
  staff,
  emptyText,
  rowLabel,
  onAssign,
}: AssignmentTableProps<T>) {
  const [selected, setSelected] = useState<string[]>([]);
  const [assignee, setAssignee] = useState<string>();
  const [saving, setSaving] = useState(false);
  const pickerId = `assign-${kind}-member`;

  async function assign() {
    if (!assignee || selected.length === 0) return;
    setSaving(true);
    const done = await onAssign(selected, assignee);
    setSaving(false);
    if (done) setSelected([]);
  }

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap align="end">
        <Form.Item label="Team Member" htmlFor={pickerId} style={{ marginBottom: 0 }}>
          <Select
            id={pickerId}
            aria-label="Team Member"
            style={{ minWidth: 260 }}
            placeholder="Select a team member"
            value={assignee}
            onChange={setAssignee}
            options={staff.map((m) => ({ value: m.user_id, label: staffLabel(m) }))}
          />
        </Form.Item>
        <Button
          type="primary"
          disabled={selected.length === 0 || !assignee}
          loading={saving}
          onClick={() => void assign()}
        >
          Assign Selected ({selected.length})
        </Button>
      </Space>
      <Table<T>
        rowKey="id"
        loading={loading}
        dataSource={rows}
        columns={columns}
        locale={{ emptyText }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(String)),
          getCheckboxProps: (row) => ({ 'aria-label': `Select ${rowLabel(row)}` }),
        }}
        pagination={{
          current: page,
          pageSize,
          total,
          onChange: onPageChange,
          showSizeChanger: false,
        }}
      />
    </Space>
  );
}
