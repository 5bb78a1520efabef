import { Button, Flex, Input, Select } from 'antd';
import { useState } from 'react';
import { boardFilters, SORT_LABELS, SOURCE_LABELS, type BoardFilters } from '../api/board-filters';

/**
 * Name search, source and applied-date range, applied on submit and checked before they are used;
 * the order applies as soon as it is chosen.
 */
export function BoardFiltersBar({ value, onChange }: { value: BoardFilters; onChange: (next: BoardFilters) => void }) {
  const [draft, setDraft] = useState<BoardFilters>(value);
  const [problem, setProblem] = useState<string | null>(null);

  function apply(next: BoardFilters) {
    const parsed = boardFilters.safeParse(next);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the filters');
      return;
    }
    setProblem(null);
    onChange(parsed.data);
  }

  return (
    <form
      role="search"
      aria-label="Filter applications"
      onSubmit={(event) => {
        event.preventDefault();
        apply(draft);
      }}
    >
      <Flex gap={8} wrap align="end">
        <Input
          aria-label="Search by name"
          placeholder="Search by name"
          style={{ width: 200 }}
          value={draft.search ?? ''}
          onChange={(e) => setDraft({ ...draft, search: e.target.value || undefined })}
        />
        <Select<string>
          aria-label="Source"
          placeholder="Any source"
          allowClear
          style={{ width: 180 }}
          value={draft.source}
          onChange={(source) => setDraft({ ...draft, source: (source || undefined) as BoardFilters['source'] })}
          options={Object.entries(SOURCE_LABELS).map(([v, label]) => ({ value: v, label }))}
        />
        <label>
          Applied from{' '}
          <input
            type="date"
            value={draft.from ?? ''}
            onChange={(e) => setDraft({ ...draft, from: e.target.value || undefined })}
          />
        </label>
        <label>
          to{' '}
          <input type="date" value={draft.to ?? ''} onChange={(e) => setDraft({ ...draft, to: e.target.value || undefined })} />
        </label>
        <Select<string>
          aria-label="Sort by"
          style={{ width: 150 }}
          value={draft.sort ?? 'newest'}
          onChange={(sort) => apply({ ...draft, sort: sort as BoardFilters['sort'] })}
          options={Object.entries(SORT_LABELS).map(([v, label]) => ({ value: v, label }))}
        />
        <Button type="primary" htmlType="submit">
          Apply Filters
        </Button>
        <Button
          onClick={() => {
            // Clearing the filters keeps the chosen order.
            setDraft({ sort: draft.sort });
            apply({ sort: draft.sort });
          }}
        >
          Clear Filters
        </Button>
      </Flex>
      {problem && (
        <div role="alert" style={{ color: '#cf1322', marginTop: 4 }}>
          {problem}
        </div>
      )}
    </form>
  );
}
