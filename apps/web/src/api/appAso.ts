import { asaSummary, asmCountry, asmCoverHistory, asmData, asoDiagnosis, topAsmKeyword } from '@bangyan/contract';
import { endpointQueries } from './endpointQuery.ts';

/** An iOS app's ASA page (ad keywords, share of voice, storefronts) and its ASO diagnosis. */
const appQuery = endpointQueries('apps');

export const useAsaSummaryQuery = appQuery(asaSummary);
export const useAsaKeywordsQuery = appQuery(asmData);
export const useAsaTopKeywordsQuery = appQuery(topAsmKeyword);
export const useAsaHistoryQuery = appQuery(asmCoverHistory);
export const useAsaCountriesQuery = appQuery(asmCountry);
export const useAsoDiagnosisQuery = appQuery(asoDiagnosis);
