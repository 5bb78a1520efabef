import type { DropdownProps, MenuProps } from 'antd';
import { cloneElement, useState, type ComponentType, type ReactElement } from 'react';

type MenuItems = NonNullable<MenuProps['items']>;

export interface HeaderMenuProps {
  items: MenuItems;
  onSelect(key: string): void;
  /** The button that opens the menu. */
  children: ReactElement<{ onClick?: () => void }>;
}

/**
 * A header drop-down whose menu code loads on the first click: most visitors never open it, so
 * the first page does without antd's Dropdown and Menu.
 */
export function HeaderMenu({ items, onSelect, children }: HeaderMenuProps) {
  const [Dropdown, setDropdown] = useState<ComponentType<DropdownProps> | null>(null);
  const [open, setOpen] = useState(false);

  if (!Dropdown) {
    return cloneElement(children, {
      onClick: () =>
        void import('antd/es/dropdown').then((module) => {
          setDropdown(() => module.default);
          setOpen(true);
        }),
    });
  }
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      menu={{
        items,
        onClick: ({ key }) => {
          setOpen(false);
          onSelect(key);
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
