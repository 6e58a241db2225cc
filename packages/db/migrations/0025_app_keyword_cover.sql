-- An app's keyword coverage pages (/new/apps/keyword, keywordreport, compare): the keywords whose
-- current result list holds an app are found through this index (`app_ids @> ARRAY[id]`), so an
-- app with thousands of keywords is read without scanning every keyword's list.
CREATE INDEX keyword_results_current_apps_idx ON keyword_results_current USING gin (app_ids);
