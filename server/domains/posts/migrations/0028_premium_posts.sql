-- Premium posts: a post may ask for a plan (by name, as the library's required_plan does); null is open to every reader.
-- Who holds a plan is server/domains/payments/holdings.ts's answer; a non-holder gets the post as a locked stub.
alter table posts add column required_plan text;
create index posts_required_plan_idx on posts (required_plan) where required_plan is not null;
