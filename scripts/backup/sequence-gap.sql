-- Run by scripts/restore.sh on a database restored in place. A restore to the latest point still loses the last
-- seconds before the server died, and a point-in-time restore loses everything after its target: numbers handed
-- out in that time (an order SO-000123 a customer was already mailed, mail jobs in a surviving Redis whose ids are
-- made from order ids and that BullMQ would take for duplicates) must not be given to new rows. Every sequence
-- of the shop's schema that was used jumps ahead by :gap.
SELECT format('%I.%I', schemaname, sequencename) AS sequence,
       setval(format('%I.%I', schemaname, sequencename), last_value + :gap) AS now_at
FROM pg_sequences
WHERE schemaname = 'public' AND last_value IS NOT NULL
ORDER BY 1;
