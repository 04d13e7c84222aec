/** An optional number field's value for a body: null when left empty (NaN, as `FormNumberField` holds it). */
export const optionalNumber = (value: number): number | null => (Number.isNaN(value) ? null : value);
