import { describe, expect, it } from 'vitest';
import type { MenuEntry, NavTab } from '../module';
import { collectMenuEntries, collectNavTabs } from './app-modules';

const Icon = () => null;
const tab = (value: string, order: number): NavTab => ({ value, labelKey: `nav.${value}`, icon: Icon, order });

describe('collectNavTabs', () => {
  it("collects the modules' tabs, lowest order first; equal orders keep the manifest order", () => {
    const tabs = collectNavTabs([
      { id: 'a', navTabs: [tab('c', 30), tab('a', 10)] },
      { id: 'b' },
      { id: 'c', navTabs: [tab('d', 30), tab('b', 20)] },
    ]);
    expect(tabs.map((t) => t.value)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps each tab with its badge hook', () => {
    const useBadge = () => ({ count: 2, hasNew: true });
    const badged: NavTab = { ...tab('t', 1), badge: { useBadge, labelKeys: { count: 'c', capped: 'x', hasNew: 'n' }, testIds: { count: 'tc', dot: 'td' } } };
    expect(collectNavTabs([{ id: 'a', navTabs: [badged] }])[0]?.badge?.useBadge).toBe(useBadge);
  });

  it('refuses a tab value declared twice', () => {
    expect(() => collectNavTabs([{ id: 'a', navTabs: [tab('x', 1)] }, { id: 'b', navTabs: [tab('x', 2)] }])).toThrow(
      "Navigation tab 'x' is declared by both 'a' and 'b'",
    );
  });

  it('without modules declaring tabs, there are none', () => {
    expect(collectNavTabs([{ id: 'a' }])).toEqual([]);
  });
});

const entry = (key: string, order: number): MenuEntry => ({ key, labelKey: `menu.${key}`, icon: () => Promise.resolve({ default: Icon }), path: `/${key}`, order });

describe('collectMenuEntries', () => {
  it("collects the modules' profile-menu entries, lowest order first", () => {
    const entries = collectMenuEntries([{ id: 'a', menuEntries: [entry('z', 70), entry('y', 50)] }, { id: 'b' }, { id: 'c', menuEntries: [entry('x', 60)] }]);
    expect(entries.map((e) => e.key)).toEqual(['y', 'x', 'z']);
  });

  it('refuses a key declared twice', () => {
    expect(() => collectMenuEntries([{ id: 'a', menuEntries: [entry('x', 1)] }, { id: 'b', menuEntries: [entry('x', 2)] }])).toThrow(
      "Menu entry 'x' is declared by both 'a' and 'b'",
    );
  });
});
