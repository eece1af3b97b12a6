package com.medvigil.tenant.ratelimit;

import io.github.bucket4j.BucketConfiguration;
import io.github.bucket4j.ConsumptionProbe;
import io.github.bucket4j.TokensInheritanceStrategy;
import io.github.bucket4j.distributed.remote.CommandResult;
import io.github.bucket4j.distributed.remote.MutableBucketEntry;
import io.github.bucket4j.distributed.remote.RemoteCommand;
import io.github.bucket4j.distributed.remote.commands.CreateInitialStateAndExecuteCommand;
import io.github.bucket4j.distributed.remote.commands.ReplaceConfigurationCommand;
import io.github.bucket4j.distributed.remote.commands.TryConsumeAndReturnRemainingTokensCommand;
import io.github.bucket4j.distributed.serialization.SerializationHandle;
import io.github.bucket4j.distributed.versioning.Version;

/**
 * Draws one token under the limit in force now, run by Bucket4j while it holds the bucket's row
 * lock. A bucket stored under any other limit, lower or higher, first takes this one and keeps
 * the tokens it has left, at most the new capacity ({@code AS_IS}), within its current window.
 * Bucket4j's implicit configuration replacement would not do: it replaces a stored configuration
 * only for a greater version number, so a lowered limit would never apply.
 */
final class DrawUnderCurrentLimit implements RemoteCommand<ConsumptionProbe> {

    private static final RemoteCommand<ConsumptionProbe> DRAW_ONE = new TryConsumeAndReturnRemainingTokensCommand(1);

    private final BucketConfiguration limit;

    DrawUnderCurrentLimit(BucketConfiguration limit) {
        this.limit = limit;
    }

    @Override
    public CommandResult<ConsumptionProbe> execute(MutableBucketEntry bucket, long currentTimeNanos) {
        if (!bucket.exists()) {
            return new CreateInitialStateAndExecuteCommand<>(limit, DRAW_ONE).execute(bucket, currentTimeNanos);
        }
        if (!limit.equals(bucket.get().getConfiguration())) {
            new ReplaceConfigurationCommand(limit, TokensInheritanceStrategy.AS_IS).execute(bucket, currentTimeNanos);
        }
        return DRAW_ONE.execute(bucket, currentTimeNanos);
    }

    /** It creates a missing bucket, so Bucket4j runs it on a row that has no state yet. */
    @Override
    public boolean isInitializationCommand() {
        return true;
    }

    /** Runs in this JVM on the locked row's state; only the state is ever serialised. */
    @Override
    public SerializationHandle<RemoteCommand<?>> getSerializationHandle() {
        throw new UnsupportedOperationException("DrawUnderCurrentLimit runs where the bucket's row is locked and is never sent");
    }

    @Override
    public boolean isImmediateSyncRequired(long unsynchronizedTokens, long nanosSinceLastSync) {
        return true;
    }

    @Override
    public long estimateTokensToConsume() {
        return DRAW_ONE.estimateTokensToConsume();
    }

    @Override
    public long getConsumedTokens(ConsumptionProbe result) {
        return DRAW_ONE.getConsumedTokens(result);
    }

    @Override
    public Version getRequiredVersion() {
        return DRAW_ONE.getRequiredVersion();
    }
}
