import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from './cn';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

interface TabsProps {
  items: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
  className?: string;
}

/**
 * The one tabs control (Radix): arrow keys move between tabs, each panel labelled by its tab. Tabs share the
 * width and their words wrap ('Partners' over '(12)'), so three fit a 360 px phone; a row that still does not fit
 * scrolls sideways with a shadow at the edge that has more.
 */
export function Tabs({ items, label, defaultValue, value, onValueChange, className }: TabsProps) {
  return (
    <RadixTabs.Root
      className={cn('flex flex-col gap-4', className)}
      defaultValue={defaultValue ?? items[0]?.value}
      value={value}
      onValueChange={onValueChange}
    >
      <RadixTabs.List aria-label={label} className="scroll-cue-x flex gap-1 overflow-x-auto border-b border-line">
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className="-mb-px min-h-11 flex-1 text-balance border-b-4 border-transparent px-2 py-2 text-sm leading-tight font-semibold sm:px-3 sm:text-base text-muted hover:text-ink data-[state=active]:border-primary data-[state=active]:text-primary-darker"
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="focus-visible:outline-offset-4">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
