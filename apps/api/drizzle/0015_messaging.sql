CREATE TYPE "public"."conversation_subject" AS ENUM('member', 'product', 'order', 'proposal', 'training', 'opportunity');--> statement-breakpoint
ALTER TYPE "public"."report_target" ADD VALUE 'conversation';--> statement-breakpoint
ALTER TYPE "public"."report_target" ADD VALUE 'message';--> statement-breakpoint
CREATE TABLE "conversation_members" (
	"conversation_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"other_account_id" uuid,
	"last_message_at" timestamp with time zone,
	"last_read_seq" integer DEFAULT 0 NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	CONSTRAINT "conversation_members_conversation_id_account_id_pk" PRIMARY KEY("conversation_id","account_id"),
	CONSTRAINT "conversation_members_unread_check" CHECK ("conversation_members"."unread_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_low" uuid,
	"member_high" uuid,
	"subject_type" "conversation_subject" NOT NULL,
	"subject_id" uuid,
	"subject_title" text,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_subject_check" CHECK (("conversations"."subject_type" = 'member') = ("conversations"."subject_id" is null))
);
--> statement-breakpoint
CREATE TABLE "member_blocks" (
	"blocker_account_id" uuid NOT NULL,
	"blocked_account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_blocks_blocker_account_id_blocked_account_id_pk" PRIMARY KEY("blocker_account_id","blocked_account_id")
);
--> statement-breakpoint
CREATE TABLE "message_documents" (
	"message_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"sender_account_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"image_url" text,
	"removed_at" timestamp with time zone,
	"removed_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging_preferences" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"read_receipts" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_other_account_id_accounts_id_fk" FOREIGN KEY ("other_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_member_low_accounts_id_fk" FOREIGN KEY ("member_low") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_member_high_accounts_id_fk" FOREIGN KEY ("member_high") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_blocker_account_id_accounts_id_fk" FOREIGN KEY ("blocker_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_blocked_account_id_accounts_id_fk" FOREIGN KEY ("blocked_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_documents" ADD CONSTRAINT "message_documents_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_account_id_accounts_id_fk" FOREIGN KEY ("sender_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_preferences" ADD CONSTRAINT "messaging_preferences_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_members_inbox_idx" ON "conversation_members" USING btree ("account_id","last_message_at" DESC NULLS LAST,"conversation_id" DESC NULLS LAST) WHERE "conversation_members"."hidden_at" is null and "conversation_members"."last_message_at" is not null;--> statement-breakpoint
CREATE INDEX "conversation_members_unread_idx" ON "conversation_members" USING btree ("account_id") WHERE "conversation_members"."unread_count" > 0 and "conversation_members"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "conversation_members_pair_idx" ON "conversation_members" USING btree ("account_id","other_account_id");--> statement-breakpoint
CREATE INDEX "conversation_members_other_idx" ON "conversation_members" USING btree ("other_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_subject_unique" ON "conversations" USING btree ("member_low","member_high","subject_type",coalesce("subject_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE INDEX "conversations_member_high_idx" ON "conversations" USING btree ("member_high");--> statement-breakpoint
CREATE INDEX "member_blocks_blocked_idx" ON "member_blocks" USING btree ("blocked_account_id","blocker_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_conversation_seq_unique" ON "messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_sender_client_unique" ON "messages" USING btree ("sender_account_id","client_id");--> statement-breakpoint
-- When an account is deleted, its messages go with it (the foreign key cascades): the other member of each of its
-- conversations keeps their own messages, sees 'deleted member', and has nothing left unread there (the only other
-- sender is gone). A conversation whose other member had already left goes whole.
CREATE FUNCTION "messaging_forget_account"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "conversation_members" SET "unread_count" = 0
   WHERE "other_account_id" = OLD."id" AND "unread_count" > 0;
  DELETE FROM "conversations" c
   WHERE c."id" IN (SELECT m."conversation_id" FROM "conversation_members" m WHERE m."account_id" = OLD."id")
     AND NOT EXISTS (SELECT 1 FROM "conversation_members" o
                      WHERE o."conversation_id" = c."id" AND o."account_id" <> OLD."id");
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "accounts_forget_messaging" BEFORE DELETE ON "accounts"
  FOR EACH ROW EXECUTE FUNCTION "messaging_forget_account"();
