import type { ComponentType, TableHTMLAttributes } from 'react';

type TableElement = ComponentType<TableHTMLAttributes<HTMLTableElement>>;

// antd's Table puts its extra props on a wrapper, not on the <table> itself; screen readers (and
// tests) find a table by the name on the <table> element.
const tables = new Map<string, { table: TableElement }>();

/**
 * antd Table `components` that name the rendered table: `<Table components={namedTable('Jobs')} />`.
 * One object per name, so the table keeps its element from one render to the next.
 */
export function namedTable(label: string): { table: TableElement } {
  let components = tables.get(label);
  if (!components) {
    const table: TableElement = function NamedTable(props) {
      return <table {...props} aria-label={label} />;
    };
    components = { table };
    tables.set(label, components);
  }
  return components;
}
