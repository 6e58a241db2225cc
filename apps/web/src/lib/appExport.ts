import { DEFAULT_COUNTRY, formatAppPrice, type ViewApp } from '@bangyan/contract';
import type { ExportColumn } from './export.ts';

/** An app's price: 免费 / ¥6 on the China storefront, the store's number elsewhere. */
export const marketPrice = (price: number, country: string): string =>
  country === DEFAULT_COUNTRY || price === 0 ? formatAppPrice(price) : String(price);

/** The app columns of an exported list: id, name, developer, genre, price. */
export const appExportColumns = (country: string): ExportColumn<ViewApp>[] => [
  { title: '应用ID', value: (r) => r.appId },
  { title: '应用名称', value: (r) => r.trackName },
  { title: '开发者', value: (r) => r.developerName },
  { title: '分类', value: (r) => r.genreName },
  { title: '价格', value: (r) => marketPrice(r.price, country) },
];
