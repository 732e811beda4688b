-- The community's legal documents: every published version of the privacy policy and the terms, kept (a member agreed
-- to a version; what it said then stays readable). The configuration's `legal` names the current version of each.
CREATE TABLE legal_documents (
  kind text NOT NULL CHECK (kind IN ('privacy_policy', 'terms_conditions')),
  version integer NOT NULL CHECK (version > 0),
  title text NOT NULL,
  -- Rich text, the allow-list of schema/rich-text.ts applied when it was written.
  body text NOT NULL,
  published_by integer REFERENCES users(id) ON DELETE SET NULL,
  published_at timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, version)
);
