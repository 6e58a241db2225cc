import { useQuery } from '@tanstack/react-query';
import {
  advert,
  articles,
  partners,
  questions,
  testimonials,
  topAuthors,
  topLiveApps,
  topVideoApps,
} from '@bangyan/contract';
import type { AdvertPosition } from '@bangyan/contract';
import { fetchData } from './client.ts';

/** Adverts of one position running now (spec 7: pc_index_dialog popup, pc_first_ad2 carousel). */
export const useAdvertQuery = (position: AdvertPosition) =>
  useQuery({
    queryKey: [advert.path, position],
    queryFn: ({ signal }) => fetchData(advert, { position }, { signal }),
  });

/** Featured articles (spec 2.4, 9: 3). */
export const useArticlesQuery = (limit: number) =>
  useQuery({
    queryKey: [articles.path, limit],
    queryFn: ({ signal }) => fetchData(articles, { limit }, { signal }),
  });

/** Operations-circle news (spec 2.4, 9: 4). */
export const useNewsQuery = (limit: number) =>
  useQuery({
    queryKey: [questions.path, limit],
    queryFn: ({ signal }) => fetchData(questions, { limit }, { signal }),
  });

export const useTestimonialsQuery = () =>
  useQuery({
    queryKey: [testimonials.path],
    queryFn: ({ signal }) => fetchData(testimonials, undefined, { signal }),
  });

export const usePartnersQuery = () =>
  useQuery({
    queryKey: [partners.path],
    queryFn: ({ signal }) => fetchData(partners, undefined, { signal }),
  });

/** The game boards (spec 2.4, 7: top 3 each). A non-zero code rejects with the server's msg. */
export const useTopLiveAppsQuery = (top: number) =>
  useQuery({
    queryKey: [topLiveApps.path, top],
    queryFn: ({ signal }) => fetchData(topLiveApps, { top }, { signal }),
  });

export const useTopVideoAppsQuery = (top: number) =>
  useQuery({
    queryKey: [topVideoApps.path, top],
    queryFn: ({ signal }) => fetchData(topVideoApps, { top }, { signal }),
  });

export const useTopAuthorsQuery = (top: number) =>
  useQuery({
    queryKey: [topAuthors.path, top],
    queryFn: ({ signal }) => fetchData(topAuthors, { top }, { signal }),
  });
