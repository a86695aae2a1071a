import { Trans } from '@lingui/react/macro';
import type { ReactElement, ReactNode } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import {
  Collection,
  Header,
  MenuTrigger,
  type MenuTriggerProps,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  MenuSection as RACMenuSection,
  Separator,
} from 'react-aria-components/Menu';
import { Popover, type PopoverProps } from './Popover';
import { safeHref } from './safeHref';
import { VisuallyHidden } from './VisuallyHidden';

export { MenuTrigger };

/** A menu: arrows move, Enter or Space activates, typing jumps to an item, Escape closes. */
export function Menu<T extends object>(props: RACMenuProps<T>) {
  return <RACMenu {...props} className="max-h-[inherit] min-w-48 overflow-auto p-1 outline-hidden" />;
}

export interface MenuItemProps extends Omit<RACMenuItemProps, 'target' | 'rel'> {
  /** With `href`: opens in a new tab (http(s) and mailto only). */
  isExternal?: boolean;
}

/**
 * An action (`onAction`) or, with `href`, a link. An href a link must not carry (`javascript:` …) disables
 * the item instead.
 */
export function MenuItem({ href, isExternal = false, children, ...props }: MenuItemProps) {
  const allowed = href === undefined ? undefined : safeHref(href, isExternal);
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <RACMenuItem
      {...props}
      textValue={textValue}
      href={allowed ?? undefined}
      isDisabled={props.isDisabled || allowed === null}
      {...(isExternal && allowed && { target: '_blank', rel: 'noopener noreferrer' })}
      className={[
        'flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-md px-3 text-base text-gray-900 no-underline outline-none',
        'focus:bg-primary-700 focus:text-white disabled:cursor-not-allowed disabled:text-gray-500',
        'forced-colors:focus:bg-[Highlight] forced-colors:focus:text-[HighlightText]',
      ].join(' ')}
    >
      {composeRenderProps(children, (children) => (
        <>
          {children}
          {isExternal && allowed && (
            <VisuallyHidden>
              {' '}
              <Trans>(opens in a new tab)</Trans>
            </VisuallyHidden>
          )}
        </>
      ))}
    </RACMenuItem>
  );
}

export interface MenuSectionProps<T extends object> {
  /** Shown above the items and naming the group. */
  title: string;
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactElement);
}

export function MenuSection<T extends object>({ title, items, children }: MenuSectionProps<T>) {
  return (
    <RACMenuSection className="not-first:mt-1 not-first:border-gray-200 not-first:border-t not-first:pt-1">
      <Header className="px-3 py-1 font-semibold text-gray-600 text-sm">{title}</Header>
      <Collection items={items}>{children}</Collection>
    </RACMenuSection>
  );
}

export function MenuSeparator() {
  return <Separator className="mx-2 my-1 border-gray-200 border-t" />;
}

export interface DropdownProps<T extends object>
  extends Pick<MenuTriggerProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'>,
    RACMenuProps<T> {
  /** The button that opens the menu (a kit `Button`); the menu is named after it. */
  button: ReactElement;
  /** @default 'bottom end' */
  placement?: PopoverProps['placement'];
}

/**
 * A button with a menu: `<Dropdown button={<Button>Account</Button>}><MenuItem href="/dashboard">…`.
 * Enter, Space or ArrowDown open it on the first item, ArrowUp on the last.
 */
export function Dropdown<T extends object>({
  button,
  placement = 'bottom end',
  isOpen,
  defaultOpen,
  onOpenChange,
  ...menuProps
}: DropdownProps<T>) {
  return (
    <MenuTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {button}
      <Popover placement={placement}>
        <Menu {...menuProps} />
      </Popover>
    </MenuTrigger>
  );
}
