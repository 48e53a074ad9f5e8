/** The name in the portal's language: the English name in English when there is one, else the Chinese name. */
export function localName(item: { name: string; nameEn?: string | null }, locale: string): string {
  return (locale.toLowerCase().startsWith('en') && item.nameEn) || item.name;
}
