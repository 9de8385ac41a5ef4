/** A route's promotion id when it is a positive integer, else undefined. */
export const positiveIdOf = (value: string | null | undefined) => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : undefined;
};
