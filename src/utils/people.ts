/** A person as lists and pickers name them: "Name (account)", whichever of the two is shown, else "#id". */
export function personLabel(person: { id: number; name?: string | null; account?: string | null }): string {
  if (person.name && person.account) return `${person.name} (${person.account})`;
  return person.name ?? person.account ?? `#${person.id}`;
}

/** A person picked in a picker, with the label it shows. */
export interface PickedPerson {
  value: number;
  label: string;
}
