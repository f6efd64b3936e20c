//! The trainer's logs: `TensorBoard` event files written by `EventLog` and read back by the
//! reader (checksums, truncation, records that are not events), the learning-curve PNG, and
//! `morris plot`.

use morris_zero::run_dir::RunDir;
use morris_zero::train::plot::{
    COLOURS, SIZE, learning_curve, score_series, size_for, split_loss_rates,
};
use morris_zero::train::tensorboard::{EventLog, Scalar, read_dir_scalars, read_scalars, tags};
use protobuf::Message;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{SystemTime, UNIX_EPOCH};
use tensorboard_proto::event::Event;
use tensorboard_proto::summary::{Summary, Summary_Value};
use tensorboard_proto::tensor::TensorProto;
use tensorboard_proto::types::DataType;

const PNG_SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";

/// A fresh, empty directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("train-logs-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn now() -> f64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_secs_f64()
}

/// What the reader gives back for a value written as `value` (`TensorBoard` keeps `f32`).
fn stored(value: f64) -> f64 {
    f64::from(value as f32)
}

fn tags_steps_values(events: &[Scalar]) -> Vec<(String, u64, f64)> {
    events
        .iter()
        .map(|e| (e.tag.clone(), e.step, e.value))
        .collect()
}

/// Writes `scalars` (tag, value, step) to a new event file in `dir` and returns its path.
fn write_log(dir: &Path, scalars: &[(&str, f64, u64)]) -> PathBuf {
    let mut log = EventLog::create(dir).unwrap();
    for &(tag, value, step) in scalars {
        log.scalar(tag, value, step).unwrap();
    }
    log.flush().unwrap();
    log.path().to_path_buf()
}

#[test]
fn scalars_written_are_read_back() {
    let dir = RunDir::new(scratch("roundtrip").join("nested")).tensorboard();
    let written = [
        (tags::LOSS_POLICY, 2.25, 0),
        (tags::LOSS_VALUE, 0.1, 0),
        (tags::TRAIN_LR, 2e-3, 0),
        (tags::LOSS_POLICY, 1.875, 100),
        ("arena/score/alphabeta:depth=2", 0.625, 100),
        (tags::BUFFER_SIZE, 1_000_000.0, u64::from(u32::MAX) + 7),
        (tags::LOSS_TOTAL, -3.5, 101),
    ];
    let start = now();
    let path = write_log(&dir, &written);
    let end = now();
    assert_eq!(path.parent(), Some(dir.as_path()));
    let name = path.file_name().unwrap().to_str().unwrap();
    assert!(name.starts_with("events.out.tfevents."), "{name}");

    let read = read_scalars(&path).unwrap();
    let expected: Vec<(String, u64, f64)> = written
        .iter()
        .map(|&(tag, value, step)| (tag.to_string(), step, stored(value)))
        .collect();
    assert_eq!(tags_steps_values(&read), expected);
    for e in &read {
        assert!(
            e.wall_time >= start - 1.0 && e.wall_time <= end + 1.0,
            "{e:?}"
        );
    }
    assert_eq!(read_dir_scalars(&dir).unwrap(), read);
}

#[test]
fn a_log_that_cannot_be_created_is_an_error_not_a_panic() {
    let dir = scratch("create");
    let file = dir.join("a-file");
    std::fs::write(&file, "").unwrap();
    let Err(err) = EventLog::create(&RunDir::new(&file).tensorboard()) else {
        panic!("a directory under a file")
    };
    assert!(err.to_string().contains("a-file"), "{err}");
}

#[test]
fn an_unflushed_log_is_flushed_when_dropped() {
    let dir = scratch("drop");
    let path = {
        let mut log = EventLog::create(&dir).unwrap();
        log.scalar(tags::RUN_MINUTES, 1.5, 3).unwrap();
        log.path().to_path_buf()
    };
    let read = read_scalars(&path).unwrap();
    assert_eq!(
        tags_steps_values(&read),
        [(tags::RUN_MINUTES.to_string(), 3, 1.5)]
    );
}

#[test]
fn a_resumed_run_adds_a_file_and_keeps_the_first() {
    let dir = scratch("resume");
    // Same process, same second: the second log must not reuse (and truncate) the first file.
    let first = write_log(
        &dir,
        &[(tags::LOSS_TOTAL, 1.0, 1), (tags::LOSS_TOTAL, 0.5, 2)],
    );
    let second = write_log(&dir, &[(tags::LOSS_TOTAL, 0.25, 3)]);
    assert_ne!(first, second);
    std::fs::write(dir.join("notes.txt"), "not an event file").unwrap();
    let read = read_dir_scalars(&dir).unwrap();
    let steps: Vec<u64> = read.iter().map(|e| e.step).collect();
    assert_eq!(steps, [1, 2, 3]);
}

#[test]
fn an_empty_directory_has_no_scalars_and_a_missing_one_is_an_error() {
    let dir = scratch("empty");
    assert!(read_dir_scalars(&dir).unwrap().is_empty());
    let missing = dir.join("absent");
    let err = read_dir_scalars(&missing).unwrap_err().to_string();
    assert!(err.contains(&missing.display().to_string()), "{err}");
}

/// Writes a small log and returns its path and bytes.
fn small_log(name: &str) -> (PathBuf, Vec<u8>) {
    let dir = scratch(name);
    let path = write_log(
        &dir,
        &[(tags::LOSS_POLICY, 1.0, 1), (tags::LOSS_VALUE, 0.5, 1)],
    );
    let bytes = std::fs::read(&path).unwrap();
    (path, bytes)
}

fn read_error(path: &Path) -> String {
    let err = read_scalars(path).expect_err("a damaged file is refused");
    let text = err.to_string();
    assert!(
        text.contains(&path.display().to_string()),
        "the error names the file: {text}"
    );
    text
}

#[test]
fn a_corrupt_byte_is_refused_naming_the_file() {
    let (path, bytes) = small_log("corrupt");
    assert_eq!(read_scalars(&path).unwrap().len(), 2);
    // Every single flipped byte, in any record and any part of it, is caught.
    for i in 0..bytes.len() {
        let mut damaged = bytes.clone();
        damaged[i] ^= 0x20;
        std::fs::write(&path, &damaged).unwrap();
        let text = read_error(&path);
        assert!(
            text.contains("checksum") || text.contains("truncated"),
            "byte {i}: {text}"
        );
    }
    // The last record's data in particular: a checksum failure, at that record's offset.
    let mut damaged = bytes.clone();
    let at = bytes.len() - 6;
    damaged[at] ^= 1;
    std::fs::write(&path, &damaged).unwrap();
    let text = read_error(&path);
    assert!(text.contains("data fails its checksum"), "{text}");
}

#[test]
fn a_truncated_file_is_refused_naming_the_file() {
    let (path, bytes) = small_log("truncated");
    for cut in [1, 3, 4, 5, 12, 20] {
        std::fs::write(&path, &bytes[..bytes.len() - cut]).unwrap();
        let text = read_error(&path);
        assert!(text.contains("truncated"), "cut {cut}: {text}");
    }
    // Only a header's worth of a record.
    std::fs::write(&path, &bytes[..5]).unwrap();
    assert!(read_error(&path).contains("truncated"));
    // And read_dir_scalars names the damaged file among good ones.
    let dir = path.parent().unwrap();
    write_log(dir, &[(tags::LOSS_TOTAL, 1.0, 1)]);
    let text = read_dir_scalars(dir).unwrap_err().to_string();
    assert!(text.contains(&path.display().to_string()), "{text}");
}

/// Frames `data` as a `TFRecord` with tensorboard-rs's writer.
fn frame(data: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    tensorboard_rs::record_writer::RecordWriter::new(&mut out)
        .write(data)
        .unwrap();
    out
}

/// Frames `event` as a `TFRecord`.
fn record(event: &Event) -> Vec<u8> {
    frame(&event.write_to_bytes().unwrap())
}

#[test]
fn a_record_that_is_not_an_event_is_refused_as_corrupt_naming_the_file() {
    let (path, mut bytes) = small_log("not-an-event");
    let offset = bytes.len();
    // Well framed, checksums right, but not a protobuf `Event`: field 1 (`wall_time`, a
    // double) as a varint, then a length-delimited field running past the end.
    bytes.extend(frame(&[0x08, 0x01, 0x2a, 0x7f]));
    std::fs::write(&path, &bytes).unwrap();
    let text = read_error(&path);
    assert!(text.contains("corrupt"), "{text}");
    assert!(text.contains("not an Event"), "{text}");
    assert!(text.contains(&format!("at byte {offset}")), "{text}");
    assert!(!text.contains("checksum"), "{text}");
}

#[test]
fn tensor_scalars_as_tf2_writes_them_are_read_and_other_values_skipped() {
    let value = |tag: &str, tensor: TensorProto| {
        let mut v = Summary_Value::new();
        v.set_tag(tag.to_string());
        v.set_tensor(tensor);
        v
    };
    let mut float = TensorProto::new();
    float.set_dtype(DataType::DT_FLOAT);
    float.set_float_val(vec![0.75]);
    let mut double = TensorProto::new();
    double.set_dtype(DataType::DT_DOUBLE);
    double.set_tensor_content(0.1f64.to_le_bytes().to_vec());
    let mut vector = TensorProto::new();
    vector.set_dtype(DataType::DT_FLOAT);
    vector.set_float_val(vec![1.0, 2.0]);
    let mut text = TensorProto::new();
    text.set_dtype(DataType::DT_STRING);
    text.set_string_val(protobuf::RepeatedField::from_vec(vec![b"hi".to_vec()]));
    let mut summary = Summary::new();
    summary.set_value(protobuf::RepeatedField::from_vec(vec![
        value("a", float),
        value("histogram-like", vector),
        value("b", double),
        value("text", text),
    ]));
    let mut event = Event::new();
    event.set_wall_time(1234.5);
    event.set_step(9);
    event.set_summary(summary);
    let mut version = Event::new();
    version.set_wall_time(1234.0);
    version.set_file_version("brain.Event:2".to_string());

    let dir = scratch("tensor");
    let path = dir.join("events.out.tfevents.0000000001.host");
    let mut bytes = record(&version);
    bytes.extend(record(&event));
    std::fs::write(&path, bytes).unwrap();
    let read = read_scalars(&path).unwrap();
    assert_eq!(
        read,
        [
            Scalar {
                tag: "a".into(),
                step: 9,
                wall_time: 1234.5,
                value: 0.75
            },
            Scalar {
                tag: "b".into(),
                step: 9,
                wall_time: 1234.5,
                value: 0.1
            },
        ]
    );
}

/// A synthetic run: two opponents scored at steps 10, 20, 30 with `run/minutes`, other tags
/// around them, and a resumed session in a second file.
fn synthetic_run(name: &str) -> PathBuf {
    let run = scratch(name);
    let tb = RunDir::new(&run).tensorboard();
    write_log(
        &tb,
        &[
            (tags::LOSS_TOTAL, 3.0, 10),
            (tags::RUN_MINUTES, 2.0, 10),
            ("arena/score/random", 0.55, 10),
            ("arena/score/alphabeta:depth=2", 0.05, 10),
            ("arena/elo/random", 35.0, 10),
            (tags::RUN_MINUTES, 4.5, 20),
            ("arena/score/random", 0.8, 20),
            ("arena/score/alphabeta:depth=2", 0.2, 20),
        ],
    );
    write_log(
        &tb,
        &[
            (tags::RUN_MINUTES, 7.0, 30),
            ("arena/score/random", 0.95, 30),
            ("arena/score/alphabeta:depth=2", 0.45, 30),
        ],
    );
    run
}

#[test]
fn score_series_pairs_scores_with_minutes() {
    let run = synthetic_run("series");
    let scalars = read_dir_scalars(&RunDir::new(&run).tensorboard()).unwrap();
    let series = score_series(&scalars);
    let names: Vec<&str> = series.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["alphabeta:depth=2", "random"]);
    assert_eq!(
        series[1].1,
        [(2.0, stored(0.55)), (4.5, stored(0.8)), (7.0, stored(0.95))]
    );

    // Without `run/minutes`, minutes since the first event; a step logged twice keeps the last.
    let at = |tag: &str, step, wall_time, value| Scalar {
        tag: tag.into(),
        step,
        wall_time,
        value,
    };
    let series = score_series(&[
        at(tags::LOSS_TOTAL, 0, 1000.0, 1.0),
        at("arena/score/greedy", 5, 1060.0, 0.25),
        at("arena/score/greedy", 8, 1300.0, 0.5),
        at("arena/score/greedy", 5, 1420.0, 0.75),
        at("arena/elo/greedy", 8, 1300.0, 0.0),
    ]);
    assert_eq!(
        series,
        [("greedy".to_string(), vec![(7.0, 0.75), (5.0, 0.5)])]
    );
}

/// The PNG's width and height from its IHDR chunk, after checking the signature.
fn png_size(bytes: &[u8]) -> (u32, u32) {
    assert!(bytes.len() > 33, "a PNG of {} bytes", bytes.len());
    assert_eq!(&bytes[..8], PNG_SIGNATURE);
    assert_eq!(&bytes[12..16], b"IHDR");
    let be = |b: &[u8]| u32::from_be_bytes(b.try_into().unwrap());
    (be(&bytes[16..20]), be(&bytes[20..24]))
}

/// How many pixels of the PNG at `path` have each of the series colours.
fn colour_counts(path: &Path) -> [usize; COLOURS.len()] {
    let decoder = png::Decoder::new(std::fs::File::open(path).unwrap());
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buf).unwrap();
    assert_eq!(
        (info.color_type, info.bit_depth),
        (png::ColorType::Rgb, png::BitDepth::Eight)
    );
    let mut counts = [0; COLOURS.len()];
    for px in buf[..info.buffer_size()].chunks_exact(3) {
        if let Some(i) = COLOURS.iter().position(|c| [c.0, c.1, c.2] == px) {
            counts[i] += 1;
        }
    }
    counts
}

#[test]
fn learning_curve_writes_a_png() {
    let run = synthetic_run("plot");
    let series = score_series(&read_dir_scalars(&RunDir::new(&run).tensorboard()).unwrap());
    let out = run.join("curve.png");
    learning_curve(&series, "Arena score", "minutes", "score", &out).unwrap();
    assert_eq!(png_size(&std::fs::read(&out).unwrap()), SIZE);
    // Each series is drawn in its own colour (lines, markers, legend); without series, none.
    let counts = colour_counts(&out);
    assert!(counts[0] > 1000 && counts[1] > 1000, "{counts:?}");
    assert_eq!(counts[2], 0, "a third colour for two series");
    let empty = run.join("empty.png");
    learning_curve(&[], "Arena score", "minutes", "score", &empty).unwrap();
    assert_eq!(png_size(&std::fs::read(&empty).unwrap()), SIZE);
    assert_eq!(colour_counts(&empty)[..3], [0, 0, 0]);
    // A damaged log's point near f64's limit is left out like a NaN (the axes' ticks over
    // such a span never ended): the rest is drawn.
    let mut damaged = series.clone();
    damaged[0].1.push((3.0, -1.7e308));
    damaged[1].1.push((-1.7e308, 0.5));
    let drawn = run.join("damaged.png");
    learning_curve(&damaged, "Arena score", "minutes", "score", &drawn).unwrap();
    assert_eq!(colour_counts(&drawn)[..2], counts[..2]);

    // A directory that does not exist is an error naming the file, not a panic.
    let bad = run.join("absent").join("curve.png");
    let err = learning_curve(&series, "t", "x", "y", &bad).unwrap_err();
    assert!(err.to_string().contains("curve.png"), "{err}");
}

#[test]
fn morris_plot_draws_the_rates_that_lose_value_on_their_own_axis() {
    // Two arena scores, a rate kept and three rates of value lost: the scores and the rate
    // kept in the first panel (three colours), the three rates in the second, whose colours
    // start again from the first (so no fourth colour anywhere, and more pixels of each).
    let run = synthetic_run("rates");
    write_log(
        &RunDir::new(&run).tensorboard(),
        &[
            (tags::RUN_MINUTES, 9.0, 40),
            (tags::PERFECT_BLUNDERS, 0.09, 40),
            (tags::PERFECT_BLUNDERS_PLACEMENT, 0.125, 40),
            (tags::TABLEBASE_BLUNDERS, 0.065, 40),
            (tags::PERFECT_DRAW_HELD, 0.78, 40),
            (tags::RUN_MINUTES, 12.0, 50),
            (tags::PERFECT_BLUNDERS, 0.05, 50),
            (tags::PERFECT_BLUNDERS_PLACEMENT, 0.04, 50),
            (tags::TABLEBASE_BLUNDERS, 0.03, 50),
            (tags::PERFECT_DRAW_HELD, 0.9, 50),
        ],
    );
    let series = score_series(&read_dir_scalars(&RunDir::new(&run).tensorboard()).unwrap());
    let (kept, lost) = split_loss_rates(series);
    let names = |s: &[(String, Vec<(f64, f64)>)]| -> Vec<String> {
        s.iter().map(|(n, _)| n.clone()).collect()
    };
    assert_eq!(
        names(&kept),
        ["alphabeta:depth=2", "random", "test set: draws held"]
    );
    assert_eq!(
        names(&lost),
        [
            "tablebase: blunder rate",
            "test set: value lost",
            "test set: value lost, placement"
        ]
    );
    let (ok, _, stderr) = crate::common::morris(&["plot", "--run", run.to_str().unwrap()]);
    assert!(ok, "{stderr}");
    let png = run.join("learning-curve.png");
    assert_eq!(png_size(&std::fs::read(&png).unwrap()), size_for(2));
    assert!(size_for(2).1 > SIZE.1 && size_for(1) == SIZE);
    let two = colour_counts(&png);
    assert!(two[..3].iter().all(|&n| n > 1000), "{two:?}");
    assert_eq!(
        two[3], 0,
        "a fourth colour for three series a panel: {two:?}"
    );
    // The same run without the rates: one panel, whose colours the second panel added to.
    let single = run.join("scores.png");
    learning_curve(&kept, "t", "minutes", "score", &single).unwrap();
    let one = colour_counts(&single);
    assert!((0..3).all(|i| two[i] > one[i] + 500), "{one:?} {two:?}");
}

#[test]
fn morris_plot_draws_a_run() {
    let run = synthetic_run("cli");
    let out = Command::new(env!("CARGO_BIN_EXE_morris"))
        .args(["plot", "--run"])
        .arg(&run)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    let png = run.join("learning-curve.png");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        stdout.lines().last(),
        Some(png.display().to_string().as_str())
    );
    assert_eq!(png_size(&std::fs::read(&png).unwrap()), SIZE);

    let elsewhere = run.join("elsewhere.png");
    let out = Command::new(env!("CARGO_BIN_EXE_morris"))
        .args(["plot", "--run"])
        .arg(&run)
        .arg("--out")
        .arg(&elsewhere)
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(png_size(&std::fs::read(&elsewhere).unwrap()), SIZE);

    // A run with no arena scores yet, or no logs at all: an error that says why.
    let bare = scratch("cli-bare");
    write_log(
        &RunDir::new(&bare).tensorboard(),
        &[(tags::LOSS_TOTAL, 1.0, 1)],
    );
    let out = Command::new(env!("CARGO_BIN_EXE_morris"))
        .args(["plot", "--run"])
        .arg(&bare)
        .output()
        .unwrap();
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("no arena/score/<opponent> scalars"),
        "{stderr}"
    );
    let out = Command::new(env!("CARGO_BIN_EXE_morris"))
        .args(["plot", "--run"])
        .arg(bare.join("absent"))
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("absent"));
}
