export const BRAND_NAME = "Faso Futures Studio";
