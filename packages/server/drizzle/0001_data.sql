CREATE TABLE `column_mappings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` integer NOT NULL,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`mapping` text NOT NULL,
	`options` text DEFAULT '{}' NOT NULL,
	`header_signature` text DEFAULT '' NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `column_mappings_customer_name_uq` ON `column_mappings` (`customer_id`,`name`);--> statement-breakpoint
CREATE TABLE `connector_deliveries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`connector_id` integer NOT NULL,
	`received_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`event_id` text,
	`outcome` text NOT NULL,
	`status_code` integer NOT NULL,
	`rows` integer DEFAULT 0 NOT NULL,
	`error` text,
	FOREIGN KEY (`connector_id`) REFERENCES `connectors`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `connector_deliveries_connector_idx` ON `connector_deliveries` (`connector_id`,`received_at`);--> statement-breakpoint
CREATE INDEX `connector_deliveries_event_idx` ON `connector_deliveries` (`connector_id`,`event_id`);--> statement-breakpoint
CREATE TABLE `connectors` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` integer NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`token` text NOT NULL,
	`secret` text NOT NULL,
	`dataset_id` integer,
	`mapping_id` integer,
	`config` text DEFAULT '{}' NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`poll_interval_minutes` integer DEFAULT 30 NOT NULL,
	`etag` text,
	`last_modified` text,
	`last_run_at` text,
	`last_success_at` text,
	`next_run_at` text,
	`last_error` text,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`dataset_id`) REFERENCES `datasets`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`mapping_id`) REFERENCES `column_mappings`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `connectors_token_unique` ON `connectors` (`token`);--> statement-breakpoint
CREATE INDEX `connectors_customer_kind_idx` ON `connectors` (`customer_id`,`kind`);--> statement-breakpoint
CREATE INDEX `connectors_next_run_idx` ON `connectors` (`kind`,`status`,`next_run_at`);--> statement-breakpoint
CREATE TABLE `datasets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` integer NOT NULL,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`source` text NOT NULL,
	`status` text DEFAULT 'ready' NOT NULL,
	`row_count` integer DEFAULT 0 NOT NULL,
	`time_from` text,
	`time_to` text,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `datasets_customer_kind_idx` ON `datasets` (`customer_id`,`kind`,`status`);--> statement-breakpoint
CREATE INDEX `datasets_status_idx` ON `datasets` (`status`);--> statement-breakpoint
CREATE TABLE `financial_series` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`dataset_id` integer NOT NULL,
	`customer_id` integer NOT NULL,
	`date` text NOT NULL,
	`brand` text NOT NULL,
	`metric` text NOT NULL,
	`value` real NOT NULL,
	`unit` text,
	FOREIGN KEY (`dataset_id`) REFERENCES `datasets`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `financial_customer_dataset_date_idx` ON `financial_series` (`customer_id`,`dataset_id`,`date`);--> statement-breakpoint
CREATE INDEX `financial_dataset_metric_date_idx` ON `financial_series` (`dataset_id`,`metric`,`date`);--> statement-breakpoint
CREATE TABLE `mentions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`dataset_id` integer NOT NULL,
	`customer_id` integer NOT NULL,
	`published_at` text NOT NULL,
	`date` text NOT NULL,
	`channel` text NOT NULL,
	`platform` text,
	`outlet` text,
	`author` text,
	`title` text,
	`text` text NOT NULL,
	`url` text,
	`guid` text,
	`reach` integer DEFAULT 0 NOT NULL,
	`engagement` integer DEFAULT 0 NOT NULL,
	`sentiment_score` real DEFAULT 0 NOT NULL,
	`sentiment_label` text DEFAULT 'neutral' NOT NULL,
	`sentiment_override` text,
	`sentiment_overridden_by` integer,
	`sentiment_overridden_at` text,
	`effective_sentiment_label` text GENERATED ALWAYS AS (coalesce(sentiment_override, sentiment_label)) VIRTUAL,
	`effective_sentiment_score` real GENERATED ALWAYS AS (case sentiment_override when 'positive' then 1.0 when 'negative' then -1.0 when 'neutral' then 0.0 else sentiment_score end) VIRTUAL,
	`language` text,
	`brands` text DEFAULT '[]' NOT NULL,
	`is_own_brand` integer DEFAULT false NOT NULL,
	`region` text,
	FOREIGN KEY (`dataset_id`) REFERENCES `datasets`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sentiment_overridden_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `mentions_customer_dataset_date_idx` ON `mentions` (`customer_id`,`dataset_id`,`date`);--> statement-breakpoint
CREATE INDEX `mentions_dataset_channel_date_idx` ON `mentions` (`dataset_id`,`channel`,`date`);--> statement-breakpoint
CREATE UNIQUE INDEX `mentions_dataset_guid_uq` ON `mentions` (`dataset_id`,`guid`);--> statement-breakpoint
CREATE TABLE `spend_series` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`dataset_id` integer NOT NULL,
	`customer_id` integer NOT NULL,
	`date` text NOT NULL,
	`channel` text NOT NULL,
	`spend` real NOT NULL,
	`impressions` integer,
	`currency` text DEFAULT 'AUD' NOT NULL,
	FOREIGN KEY (`dataset_id`) REFERENCES `datasets`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `spend_customer_dataset_date_idx` ON `spend_series` (`customer_id`,`dataset_id`,`date`);--> statement-breakpoint
CREATE INDEX `spend_dataset_channel_date_idx` ON `spend_series` (`dataset_id`,`channel`,`date`);--> statement-breakpoint
CREATE TABLE `survey_responses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`dataset_id` integer NOT NULL,
	`customer_id` integer NOT NULL,
	`respondent_id` text NOT NULL,
	`date` text NOT NULL,
	`wave` text NOT NULL,
	`brand` text NOT NULL,
	`is_own_brand` integer NOT NULL,
	`trust` real,
	`esteem` real,
	`admiration` real,
	`good_feeling` real,
	`products_services` real,
	`innovation` real,
	`workplace` real,
	`governance` real,
	`citizenship` real,
	`leadership` real,
	`performance` real,
	`scale_min` integer NOT NULL,
	`scale_max` integer NOT NULL,
	`aware` integer,
	`familiar` integer,
	`would_consider` integer,
	`prefer` integer,
	`would_recommend` integer,
	`nps` integer,
	`attributes` text,
	`imagery` text,
	`age_band` text,
	`gender` text,
	`region` text,
	`stakeholder_group` text,
	`weight` real DEFAULT 1 NOT NULL,
	`duration_seconds` integer,
	`comment` text,
	`comment_sentiment` real,
	`comment_sentiment_label` text,
	FOREIGN KEY (`dataset_id`) REFERENCES `datasets`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `survey_customer_dataset_date_idx` ON `survey_responses` (`customer_id`,`dataset_id`,`date`);--> statement-breakpoint
CREATE INDEX `survey_dataset_wave_brand_idx` ON `survey_responses` (`dataset_id`,`wave`,`brand`);--> statement-breakpoint
CREATE INDEX `survey_dataset_respondent_idx` ON `survey_responses` (`dataset_id`,`respondent_id`);--> statement-breakpoint
CREATE TABLE `timeline_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`dataset_id` integer NOT NULL,
	`customer_id` integer NOT NULL,
	`date` text NOT NULL,
	`end_date` text,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`category` text NOT NULL,
	`impact` integer DEFAULT 0 NOT NULL,
	`brand` text NOT NULL,
	`url` text,
	FOREIGN KEY (`dataset_id`) REFERENCES `datasets`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `events_customer_dataset_date_idx` ON `timeline_events` (`customer_id`,`dataset_id`,`date`);--> statement-breakpoint
CREATE TABLE `uploads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` integer NOT NULL,
	`original_name` text NOT NULL,
	`stored_name` text NOT NULL,
	`format` text NOT NULL,
	`size_bytes` integer NOT NULL,
	`sha256` text NOT NULL,
	`headers` text NOT NULL,
	`status` text DEFAULT 'uploaded' NOT NULL,
	`kind` text,
	`dataset_id` integer,
	`mapping_id` integer,
	`rows_total` integer,
	`rows_done` integer DEFAULT 0 NOT NULL,
	`error_count` integer DEFAULT 0 NOT NULL,
	`errors` text DEFAULT '[]' NOT NULL,
	`message` text,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`dataset_id`) REFERENCES `datasets`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`mapping_id`) REFERENCES `column_mappings`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `uploads_stored_name_unique` ON `uploads` (`stored_name`);--> statement-breakpoint
CREATE INDEX `uploads_customer_idx` ON `uploads` (`customer_id`,`created_at`);