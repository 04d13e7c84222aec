/** Whether a conditional update touched a row: the caller whose update did is the one that won. */
export const updatedAny = (result: { numUpdatedRows: bigint }): boolean => result.numUpdatedRows > 0n;
