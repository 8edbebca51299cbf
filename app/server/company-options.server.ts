// Option lists of the company forms that come from server-only data (ISTAT provinces).
import { PROVINCE } from '../../strapi/src/catalog/geography';

export const provinceOptions = () =>
  PROVINCE.map((p) => ({ value: p.sigla, label: `${p.nome} (${p.sigla})` }));
