import type { DropdownProps, MenuProps } from 'antd';
import {
  cloneElement,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
  type Ref,
} from 'react';

type MenuItems = NonNullable<MenuProps['items']>;

interface TriggerProps {
  onClick?: () => void;
  ref?: Ref<HTMLElement>;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
}

export interface HeaderMenuProps {
  items: MenuItems;
  onSelect(key: string): void;
  /** The button that opens the menu. */
  children: ReactElement<TriggerProps>;
}

/**
 * A header drop-down whose menu code loads on the first click: most visitors never open it, so
 * the first page does without antd's Dropdown and Menu. Opened, the menu takes the focus (arrow
 * keys move through it, Escape and Tab close it); closed, the focus goes back to the button.
 */
export function HeaderMenu({ items, onSelect, children }: HeaderMenuProps) {
  const [Dropdown, setDropdown] = useState<ComponentType<DropdownProps> | null>(null);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLElement>(null);
  const menuId = useId();

  // antd moves the focus into the menu a few frames after opening; on the first opening the menu
  // code arrives and the button is mounted anew meanwhile, and a slow page draws the menu later
  // still, which left the focus on the page. Wait for the menu, however long it takes to appear.
  useEffect(() => {
    if (!open) return undefined;
    let frame = 0;
    const focusFirstEntry = () => {
      const menu = document.getElementById(menuId);
      if (menu?.contains(document.activeElement)) return;
      const first = menu?.querySelector<HTMLElement>(
        '[role="menuitem"]:not([aria-disabled="true"])',
      );
      if (first) first.focus();
      else frame = requestAnimationFrame(focusFirstEntry);
    };
    frame = requestAnimationFrame(focusFirstEntry);
    return () => cancelAnimationFrame(frame);
  }, [open, menuId]);

  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) trigger.current?.focus();
  }

  const button = cloneElement(children, {
    ref: trigger,
    'aria-haspopup': 'menu',
    'aria-expanded': open,
  });

  if (!Dropdown) {
    return cloneElement(button, {
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
      onOpenChange={changeOpen}
      autoFocus
      menu={{
        id: menuId,
        items,
        onClick: ({ key }) => {
          changeOpen(false);
          onSelect(key);
        },
      }}
    >
      {button}
    </Dropdown>
  );
}
