// Provinces, municipalities and countries reach the browser only as the options a loader renders: the data packages
// behind them are megabytes, and a `.server.ts` module never enters a browser bundle (the catalog lives in the
// strapi/ package, whose modules a bundler must assume have side effects, so an unused import would not be dropped).
export { comuniByProvincia, isNazioneKey, isProvinciaSigla, NAZIONI, PROVINCE } from '#catalog/geography.ts';
export { comunePoint } from '#catalog/coordinates.ts';
