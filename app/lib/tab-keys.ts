/**
 * The WAI-ARIA tabs pattern's keys: the arrows move (wrapping around), Home and End go to the ends.
 * Returns the index of the tab to select, or null when the key is not one of them. Shared by the React
 * tabs and the enhancement script that runs them before React does.
 */
export function tabIndexForKey(key: string, index: number, count: number, vertical: boolean): number | null {
  const previous = vertical ? ["ArrowUp", "ArrowLeft"] : ["ArrowLeft"];
  const next = vertical ? ["ArrowDown", "ArrowRight"] : ["ArrowRight"];
  if (previous.includes(key)) return (index - 1 + count) % count;
  if (next.includes(key)) return (index + 1) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}
