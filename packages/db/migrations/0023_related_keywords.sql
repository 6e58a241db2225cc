-- Related keywords (keyword page): keywords whose current top 10 results share apps with a
-- keyword's own are found through this index (`c.app_ids[1:10] && ids`).
CREATE INDEX keyword_results_current_top10_idx ON keyword_results_current USING gin ((app_ids[1:10]));
