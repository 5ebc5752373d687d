// How a person's name is written wherever the product shows one (screens, mails, PDFs, notifications).

/** "First Last" from the parts that are not blank; '' when none is. */
export function fullName(person: { firstName: string | null; lastName: string | null }): string {
  return [person.firstName, person.lastName].filter((part): part is string => part !== null && part.trim() !== '').join(' ');
}
