-- A study's definition (tens of KB of JSON) is no longer read with every user study. The
-- server keeps the parsed definitions in memory, keyed by this hash of their content: reads fetch
-- the hash, and the definition only when the process has not seen that content yet. A content key
-- (not a version counter) stays right for several processes and for any way a definition is written.
alter table studies add column definition_md5 text generated always as (md5(definition::text)) stored;
