CREATE TABLE "content_translations" (
	"subject" text NOT NULL,
	"subject_id" integer NOT NULL,
	"locale" text NOT NULL,
	"field" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "content_translations_subject_locale_subject_id_field_pk" PRIMARY KEY("subject","locale","subject_id","field")
);
