import * as Tabs from 'radix-ui/tabs';
import type { ReactNode } from 'react';

export interface AuthTab {
  value: string;
  title: string;
  content: ReactNode;
}

/** The ways to log in or register, as keyboard-operable tabs; a single way needs no tab list. */
export function AuthTabs({ label, tabs }: { label: string; tabs: AuthTab[] }) {
  if (tabs.length === 0) return null;
  if (tabs.length === 1) return <>{tabs[0]!.content}</>;
  return (
    <Tabs.Root defaultValue={tabs[0]!.value}>
      <Tabs.List aria-label={label} className="mb-6 flex border-b border-line">
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="-mb-px flex-1 border-b-2 border-transparent px-2 pb-3 focus-visible:-outline-offset-2 text-[15px] leading-tight-text text-muted hover:text-ink data-[state=active]:border-brand data-[state=active]:font-semibold data-[state=active]:text-brand"
          >
            {tab.title}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className="outline-none">
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
