/**
 * The company pages (spec 2.1 /new/company/ overview, app (CompanyApp), developer; pages.md): a
 * developer account (companyId = its App Store artistId) with its profile and apps, and the developer
 * accounts of the company it belongs to (accounts whose seller names carry one trade name).
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { FIELD_TEXTS } from '../constants/fieldTexts.ts';
import { companyAppSchema } from '../fields/apps.ts';
import { genreCountSchema } from '../fields/genre.ts';
import { strictCountryParam } from '../fields/stores.ts';

export const COMPANY_TEXTS = {
  companyId: '公司ID格式不正确',
  country: FIELD_TEXTS.country,
  notFound: '未找到该开发者，请确认公司ID与国家或地区',
} as const;

const query = z.object({
  companyId: z
    .string(COMPANY_TEXTS.companyId)
    .trim()
    .regex(/^[1-9]\d{0,14}$/, COMPANY_TEXTS.companyId),
  country: strictCountryParam,
});

/** 'YYYY-MM-DD', or '' when the store never gave the date. */
const day = z.string();

/** A developer account's figures over its apps in the storefront. */
export const developerFiguresSchema = z.object({
  developerId: z.string(),
  /** The seller's name (usually the Chinese legal name), else the developer's. */
  name: z.string(),
  /** The developer's name where it differs from `name`. */
  alias: z.string(),
  apps: z.number().int(),
  onSale: z.number().int(),
  ratingCount: z.number().int(),
  /** Weighted by the apps' rating counts; null without ratings. */
  averageRating: z.number().nullable(),
  /** Apps on an overall chart now, and their best place there (0: none). */
  charted: z.number().int(),
  bestRank: z.number().int(),
  firstReleaseDate: day,
  latestUpdateDate: day,
});
export type DeveloperFiguresItem = z.infer<typeof developerFiguresSchema>;

export const companyInfo = defineEndpoint({
  method: 'GET',
  path: '/v1/company/info',
  tag: 'company',
  summary: '开发者概况 (companyId: the App Store developer id)',
  query,
  data: developerFiguresSchema.extend({
    developerName: z.string(),
    sellerName: z.string(),
    /** The company's trade name its accounts share. */
    brand: z.string(),
    /** Developer accounts of the company, this one included. */
    accounts: z.number().int(),
    genres: z.array(genreCountSchema),
  }),
});

export const companyApps = defineEndpoint({
  method: 'GET',
  path: '/v1/company/apps',
  tag: 'company',
  summary: '开发者的应用 (with their chart places now, the most rated first)',
  query,
  data: z.object({ list: z.array(companyAppSchema) }),
});

export const companyDevelopers = defineEndpoint({
  method: 'GET',
  path: '/v1/company/developers',
  tag: 'company',
  summary: '同一公司的开发者账号',
  query,
  data: z.object({ brand: z.string(), list: z.array(developerFiguresSchema) }),
});
