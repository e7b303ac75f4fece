// Loaded on demand only (material.ts): nothing imports this module statically, so it stays a chunk of its own. The
// grid's extra Russian texts are in grid-locales.ts.
export { ruRU as ruMaterial } from '@mui/material/locale';
