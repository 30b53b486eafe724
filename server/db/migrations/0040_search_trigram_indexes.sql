CREATE INDEX "administrative_areas_code_trgm_idx" ON "administrative_areas" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "institutions_code_trgm_idx" ON "institutions" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "institutions_email_trgm_idx" ON "institutions" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "institutions_phone_trgm_idx" ON "institutions" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_check_number_trgm_idx" ON "users" USING gin ("check_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tenderers_email_trgm_idx" ON "tenderers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tenderers_phone_trgm_idx" ON "tenderers" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tenderers_registration_number_trgm_idx" ON "tenderers" USING gin ("registration_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tenderers_tin_trgm_idx" ON "tenderers" USING gin ("tin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tenderers_certificate_number_trgm_idx" ON "tenderers" USING gin ("certificate_number" gin_trgm_ops);