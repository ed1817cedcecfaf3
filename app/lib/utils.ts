import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. (No tailwind-merge: it would cost every public page 8 KB of gzipped JavaScript;
 * components avoid passing conflicting utilities instead.)
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
