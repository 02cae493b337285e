-- Each directory list's own word statistics (decision 0127): ANALYZE keeps, for the search texts of one role's
-- accounts (null for the others), the most common words with the share of that role's accounts holding each, and
-- the role's share of all accounts. A search's count reads a list's newest accounts first only when these expect
-- more than the count's cap among them; the statistics of the whole column cannot tell one list from another.
CREATE STATISTICS "accounts_creatives_words" ON (CASE WHEN "role" = 'user' THEN "search_vector" END) FROM "accounts";--> statement-breakpoint
CREATE STATISTICS "accounts_business_words" ON (CASE WHEN "role" = 'business' THEN "search_vector" END) FROM "accounts";--> statement-breakpoint
CREATE STATISTICS "accounts_partners_words" ON (CASE WHEN "role" = 'partner' THEN "search_vector" END) FROM "accounts";--> statement-breakpoint
-- Filled now, not at autovacuum's next ANALYZE (after a tenth of the accounts change): until then every search
-- would be counted from its word index, a common word's too. ANALYZE reads a sample, not the table.
ANALYZE "accounts";
