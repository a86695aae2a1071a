import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components/Tabs';
import { composeTailwindRenderProps, focusRing } from './styles';

/** Tabs: arrows move between tabs (mirrored in RTL), Home/End jump, the panel follows the chosen tab. */
export function Tabs(props: TabsProps) {
  return <RACTabs {...props} className={composeTailwindRenderProps(props.className, 'flex flex-col gap-4')} />;
}

/** The row of tabs; name it with `aria-label` when no heading says what the tabs are. */
export function TabList<T extends object>(props: TabListProps<T>) {
  return (
    <RACTabList
      {...props}
      className={composeTailwindRenderProps(props.className, 'flex gap-1 overflow-x-auto border-gray-200 border-b')}
    />
  );
}

export function Tab(props: TabProps) {
  return (
    <RACTab
      {...props}
      className={composeTailwindRenderProps(
        props.className,
        `${focusRing} -mb-px flex min-h-11 cursor-pointer items-center whitespace-nowrap border-transparent border-b-2 px-4 font-medium text-gray-700 hover:text-gray-900 selected:border-primary-600 selected:text-primary-700 disabled:cursor-not-allowed disabled:text-gray-400 focus-visible:-outline-offset-2`,
      )}
    />
  );
}

export function TabPanel(props: TabPanelProps) {
  return <RACTabPanel {...props} className={composeTailwindRenderProps(props.className, `${focusRing} rounded-md`)} />;
}
