/**
 * spec 4: the selected tab is shared among the tab sets of the same group. Docusaurus
 * carries the choice through browser storage only; when storage is blocked or full,
 * only the clicked set changed. This keeps each group's latest choice in memory for
 * the life of the page (client-side navigations included), so the other sets follow
 * whether or not storage could record it.
 */
type Listener = () => void;

const choices = new Map<string, string>();
const listeners = new Set<Listener>();

export function rememberTabChoice(groupId: string, value: string): void {
  if (choices.get(groupId) === value) return;
  choices.set(groupId, value);
  for (const listener of [...listeners]) listener();
}

export function rememberedTabChoice(groupId: string | undefined): string | null {
  return groupId === undefined ? null : (choices.get(groupId) ?? null);
}

export function subscribeToTabChoices(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** For tests: forget every choice. */
export function forgetTabChoices(): void {
  choices.clear();
}
