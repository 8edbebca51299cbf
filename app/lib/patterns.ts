// Validation patterns shared by the forms (spec 01 §5 "Shared patterns").

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const PIVA = /^\d{11}$/;
export const CODICE_FISCALE = /^(?:[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]|\d{11})$/;
export const PHONE = /^\+?(?:\(\d{3}\)|\d{3})[-\s.]?\d{4,10}$/;
export const DIGITS = /^\d+$/;
export const CAP = /^\d{5}$/;
export const NUMERIC = /^[\d.]+$/;

export const MAX = {
  email: 254,
  password: 128,
  text: 500,
} as const;
